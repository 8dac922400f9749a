// Mantine's Tooltip, in a module of its own so that TooltipOnDemand can import it lazily (decision 061):
// the component and floating-ui (~19 KiB gzip) then leave the first load of the screens that only show a
// tooltip after a hover or a tap.
export { Tooltip } from '@mantine/core'
