import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './theme/breakpoints';
import { vars } from './theme/contract.css';

const space = vars.space;
const marginSpace = { ...vars.space, auto: 'auto' };

const responsiveProperties = defineProperties({
  // Mobile first: `xs` applies everywhere, every other condition from its breakpoint upwards.
  conditions: {
    xs: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
    xl: { '@media': mediaQueries.xl },
    xxl: { '@media': mediaQueries.xxl },
  },
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ['auto', '0', '100%'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: marginSpace,
    marginBottom: marginSpace,
    marginLeft: marginSpace,
    marginRight: marginSpace,
    textAlign: ['left', 'center', 'right', 'start', 'end'],
    fontSize: vars.font.size,
    width: ['auto', '100%'],
    maxWidth: { content: vars.size.contentMaxWidth, full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

// Colours do not change with the viewport, so they stay out of the responsive set and keep the
// generated CSS small.
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      brand: vars.color.brand,
      brandContrast: vars.color.brandContrast,
      link: vars.color.link,
      success: vars.color.success,
      warning: vars.color.warning,
      danger: vars.color.danger,
      info: vars.color.info,
      inherit: 'inherit',
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      dangerSoft: vars.color.dangerSoft,
      infoSoft: vars.color.infoSoft,
      transparent: 'transparent',
    },
    fontWeight: vars.font.weight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
