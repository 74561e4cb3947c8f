import { msg } from '../shared/messages.ts';

/** The tool works on the background remover's results: its module guards it (docs/ai.md, "AI background"). */
export const AI_BACKGROUND_MODULE = 'background_remover';

/** What the merchant asks for: a new background behind a product, or a portrait scene around a person. */
export const AI_BACKGROUND_TYPES = ['product', 'portrait'] as const;
export type TAiBackgroundType = (typeof AI_BACKGROUND_TYPES)[number];

export const AI_BACKGROUND_LIMITS = {
  /** AI credits one generation costs (section 9 names none for images: ours, as a conversation's). */
  creditsPerImage: 1,
  promptMax: 300,
  /** Section 9: "Image upscale to 2K": the longer side becomes 2048 px. */
  upscaleSide: 2048,
  /** Section 9: "expanding over 80% is warned": the longer side grown by more than this, in percent. */
  warnExpansionPercent: 80,
  /** The queue's estimate of one generation (an image model answers in 10 to 30 s). */
  secondsPerImage: 20,
} as const;

/** The scenes offered, each a prompt the model gets in English; free text may replace them. */
export const AI_BACKGROUND_SCENES = {
  product: {
    marble: 'on a white marble table in soft daylight, clean studio look',
    wood: 'on a rustic wooden table with a blurred warm kitchen behind',
    nature: 'on a mossy stone outdoors with green leaves and soft sunlight',
    studio: 'in front of a seamless pastel studio backdrop with a soft shadow',
  },
  portrait: {
    office: 'in a bright modern office with large windows',
    city: 'on a city street at golden hour with soft bokeh lights',
    beach: 'on a sunny beach with the sea behind',
    studio: 'in front of a grey professional photo studio backdrop',
  },
} as const satisfies Record<TAiBackgroundType, Record<string, string>>;

export const AI_BACKGROUND_MESSAGES = {
  /** Section 8. */
  personRequired: msg('aiBackground.personRequired'),
  notSubmitted: msg('aiBackground.notSubmitted'),
  onePortrait: msg('aiBackground.onePortrait'),
  promptRequired: msg('aiBackground.promptRequired'),
  promptTooLong: msg('aiBackground.promptTooLong', { max: AI_BACKGROUND_LIMITS.promptMax }),
} as const;
