/** SPEC section 9: past winners per view, 6 on desktop and 2 at the medium breakpoint or below. */
export const WINNERS_PER_VIEW = { desktop: 6, mobile: 2 } as const;

/** Pages of `perPage` items: the number of pages and the page a wanted one is held to (first to last). */
export function winnersPaging(total: number, perPage: number, wanted: number) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(wanted, 0), pages - 1);
  return {
    pages,
    page,
    first: page * perPage,
    atStart: page === 0,
    atEnd: page === pages - 1,
  };
}
