import type { ClinicDto } from '@acolhe/shared/api/clinic'
import type { ClinicWithAddress } from './clinics.repository'

export function toClinicDto({ clinic, address }: ClinicWithAddress): ClinicDto {
  return {
    id: clinic.id,
    name: clinic.name,
    cnpj: clinic.cnpj,
    phone_number: clinic.phoneNumber,
    active: clinic.active,
    address: address
      ? {
          street_name: address.streetName,
          district_name: address.districtName,
          postal_code: address.postalCode,
          number: address.number,
          city: address.city,
          state: address.state,
          ref: address.ref,
        }
      : null,
  }
}
