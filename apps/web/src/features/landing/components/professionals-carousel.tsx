import { useCallback, useEffect, useRef, useState } from 'react'
import { ActionIcon, Box, Container, Group, Skeleton, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { useLandingProfessionals } from '../api/carousel-professionals'
import { ProfessionalCard } from './professional-card'
import { SectionHeading } from './section-heading'
import classes from './professionals-carousel.module.css'

/**
 * 'Nossos profissionais': a horizontal scroller (snap points, swipe on touch screens) with previous and
 * next buttons that move one screenful; the buttons are disabled at either end.
 */
export function ProfessionalsCarousel() {
  const professionals = useLandingProfessionals()
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })

  const measure = useCallback(() => {
    const element = track.current
    if (!element) return
    setEdges({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    })
  }, [])

  const count = professionals.data?.professionals.length ?? 0
  useEffect(() => {
    const element = track.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure, count])

  const move = (direction: 1 | -1) => {
    const element = track.current
    if (!element) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' })
  }

  return (
    <Box component="section" aria-labelledby="profissionais" py={{ base: 48, sm: 72 }} bg="acolhe.0">
      <Container size="lg">
        <SectionHeading id="profissionais" title={t.professionalsTitle} subtitle={t.professionalsSubtitle} />
        {professionals.isPending && (
          <Group gap="lg" wrap="nowrap" style={{ overflow: 'hidden' }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={320} w={272} radius="lg" style={{ flexShrink: 0 }} />
            ))}
          </Group>
        )}
        {professionals.isError && (
          <Text ta="center" c="dimmed" role="alert">
            {t.professionalsError}
          </Text>
        )}
        {professionals.data && count === 0 && (
          <Text ta="center" c="dimmed">
            {t.professionalsEmpty}
          </Text>
        )}
        {count > 0 && (
          <Box pos="relative">
            <ul ref={track} className={classes.track} aria-label={t.professionalsLabel} tabIndex={0}>
              {professionals.data?.professionals.map((professional) => (
                <li key={professional.id} className={classes.item}>
                  <ProfessionalCard professional={professional} />
                </li>
              ))}
            </ul>
            {!(edges.atStart && edges.atEnd) && (
              <Group justify="center" gap="sm" mt="md">
                <ActionIcon variant="default" size="lg" radius="xl" aria-label={t.professionalsPrevious} disabled={edges.atStart} onClick={() => move(-1)}>
                  <IconChevronLeft size={20} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon variant="default" size="lg" radius="xl" aria-label={t.professionalsNext} disabled={edges.atEnd} onClick={() => move(1)}>
                  <IconChevronRight size={20} aria-hidden="true" />
                </ActionIcon>
              </Group>
            )}
          </Box>
        )}
      </Container>
    </Box>
  )
}
