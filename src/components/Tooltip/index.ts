export { Tooltip, type TooltipProps } from './Tooltip';
export { anchoredTo, portalRootFor } from './floating';
