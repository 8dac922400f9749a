import { List, Stack, Text, Title } from '@mantine/core'
import type { LegalDocument } from '@acolhe/shared/texts/ui-legal'

export type LegalDocumentBodyProps = {
  document: LegalDocument
  /** Heading level of the section titles: 2 on the legal pages, 3 inside a dialog titled by the document. */
  sectionOrder?: 2 | 3
}

/** The sections of a legal text; shown on its own page and in the sign-up's terms dialogs. */
export function LegalDocumentBody({ document, sectionOrder = 2 }: LegalDocumentBodyProps) {
  return (
    <Stack gap="lg">
      <Text>{document.summary}</Text>
      {document.sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={sectionOrder} size="h4">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" lh={1.65}>
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <List size="sm" spacing={6} lh={1.6}>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  )
}
