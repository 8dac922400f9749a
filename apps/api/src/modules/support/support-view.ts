import type { SupportMessageDto } from '@acolhe/shared/api/support'
import type { MessageView } from './support.repository'

export function toSupportMessageDto(view: MessageView): SupportMessageDto {
  const { message } = view
  const handler = [view.handlerFirstName, view.handlerLastName].filter(Boolean).join(' ')
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    created_at: message.createdAt.toISOString(),
    answered_at: message.handledAt?.toISOString() ?? null,
    answered_by: message.handledAt && handler ? handler : null,
  }
}
