/** The streets of a place in Cuba: the one it is on, the two it lies between (or the one at its corner), the door. */
export interface Streets {
  main_street: string;
  first_street: string | null;
  second_street: string | null;
  house_or_apartment: string | null;
}

/** The reader's words for "{street} entre {first} y {second}" and "{street} esquina a {other}". */
export type StreetWords = (
  key: 'street.between' | 'street.corner',
  values: { street: string; first?: string; second?: string; other?: string },
) => string;

/**
 * The street line as a courier reads it: "Calle 23 entre L y M, Apto 4", "Calle 23 esquina a L". The screens pass
 * their namespace's `t`; the mails, their own words.
 */
export function streetLine(place: Streets, words: StreetWords): string {
  const { main_street, first_street, second_street, house_or_apartment } = place;
  let line = main_street;
  if (first_street && second_street)
    line = words('street.between', { street: line, first: first_street, second: second_street });
  else if (first_street || second_street)
    line = words('street.corner', { street: line, other: first_street ?? second_street ?? '' });
  return house_or_apartment ? `${line}, ${house_or_apartment}` : line;
}
