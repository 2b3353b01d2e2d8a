/** An upload mark for LineIcon's 20 × 20 grid: an arrow rising out of an open tray. */
export const uploadIcon =
  'M10 13V3M6 7l4-4 4 4M3 13v2.5A1.5 1.5 0 0 0 4.5 17h11a1.5 1.5 0 0 0 1.5-1.5V13';
