/** The home feature's query keys: the public sliders (no other feature reads or invalidates them). */
export const sliderKeys = {
  all: ['sliders'] as const,
  detail: (code: string) => ['sliders', code] as const,
};
