export type FlagProps = {
  /**
   * The flag's SVG markup, as the country list carries it (sizedFlag.ts); none before the list
   * has loaded, or for a country the flag package does not draw: a neutral placeholder instead.
   */
  svg?: string | undefined;
};

/**
 * A country's flag, drawn as SVG in the page, the same on every system (emoji flags are empty
 * boxes without a colour-emoji font, and letter pairs on Windows). Decorative: the country's
 * name beside it is the accessible text. Its box has a fixed size, 21 × 14 px inside a 1 px
 * frame (3:2, the drawings' shape), that the drawing fills: the placeholder, an empty grey box,
 * and the flag that replaces it take the same room, so nothing moves. Lean on purpose: it is in
 * the first load of every widget with a phone field (its classes are ones the kit already uses,
 * but for its size).
 */
export function Flag({ svg }: FlagProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="flag"
      // A hairline frame, so a white flag (Japan) keeps its edge on white; grey inside, under
      // the drawing: the placeholder until the drawing is here (every drawing fills its box).
      className="inline-flex h-[16px] w-[23px] border border-line bg-line"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the flag package's SVG drawings, bundled at build time, never user content.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
