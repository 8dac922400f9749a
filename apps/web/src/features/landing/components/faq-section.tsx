import { useState } from 'react'
import { Accordion, Box, Center, Container, Pagination, Skeleton, Stack, Text } from '@mantine/core'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { useQuery } from '@tanstack/react-query'
import { questionsQueryOptions } from '../../../lib/questions-api'
import { SectionHeading } from './section-heading'

/** 'Perguntas frequentes' from GET /questions, 5 a page; 'Sem dados' when there are none. */
export function FaqSection() {
  const [page, setPage] = useState(1)
  // The public accordion shows 5 a page, kept 5 minutes.
  const questions = useQuery({ ...questionsQueryOptions(page, PAGE_SIZES.publicFaq), staleTime: 5 * 60_000 })
  const pages = Math.ceil((questions.data?.total ?? 0) / PAGE_SIZES.publicFaq)

  return (
    <Box component="section" aria-labelledby="perguntas" py={{ base: 48, sm: 72 }}>
      <Container size="sm">
        <SectionHeading id="perguntas" title={t.faqTitle} />
        {questions.isPending && (
          <Stack gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={52} radius="md" />
            ))}
          </Stack>
        )}
        {questions.isError && (
          <Text ta="center" c="dimmed" role="alert">
            {t.faqError}
          </Text>
        )}
        {questions.data && questions.data.data.length === 0 && (
          <Text ta="center" c="dimmed">
            {t.faqEmpty}
          </Text>
        )}
        {questions.data && questions.data.data.length > 0 && (
          <Stack gap="lg">
            <Accordion variant="separated" radius="md" style={{ opacity: questions.isPlaceholderData ? 0.6 : 1 }}>
              {questions.data.data.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>
                    <Text fw={600} component="span">
                      {item.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {item.answer}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {pages > 1 && (
              <Center>
                <Pagination total={pages} value={page} onChange={setPage} aria-label={t.faqPagination} radius="xl" />
              </Center>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  )
}
