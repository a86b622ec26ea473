import { UI } from '@academy/common';

/** A card shows three tags and a "+N" badge for the rest. */
export function splitTags(
  tags: readonly string[],
  shown: number = UI.courseCardTags,
): { visible: string[]; hiddenCount: number } {
  return { visible: tags.slice(0, shown), hiddenCount: Math.max(0, tags.length - shown) };
}
