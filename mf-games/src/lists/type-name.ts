// A game type's name: the brand's gt_name, else ours for the spec's type names, else its id. Pure,
// for the pages (useGameTypeName) and their first paint (first-paint/), each with its translator.
import { gameTypeById } from '@croupier/shared';

export function gameTypeName(gtId: number, gtName: string | undefined, t: (key: string) => string): string {
  if (gtName?.trim()) return gtName.trim();
  const type = gameTypeById(gtId);
  return type ? t(`lists.types.${type.type_name}`) : String(gtId);
}
