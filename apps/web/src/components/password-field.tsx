import { forwardRef, useState } from 'react'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

function VisibilityIcon({ reveal }: { reveal: boolean }) {
  return reveal ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />
}

export type PasswordFieldProps = Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'defaultVisible'>

/**
 * Password input with a show/hide button that is reachable by keyboard and tells screen readers
 * what it will do ('Mostrar senha' / 'Ocultar senha'); error messages are announced.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false)
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleIcon={VisibilityIcon}
      visibilityToggleButtonProps={{ 'aria-label': visible ? t.hidePassword : t.showPassword, 'aria-pressed': visible }}
      errorProps={{ role: 'alert' }}
      // Mantine's PasswordInput marks errors only visually (data-invalid); say it to assistive tech too.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  )
})
