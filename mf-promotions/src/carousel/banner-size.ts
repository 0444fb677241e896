// A banner's intrinsic size from its box's CSS aspect ratio (HOME_BANNERS_BOX: '1920 / 480'), as the
// carousel and its first paint give their pictures, so each has its box before it arrives. Imports
// nothing: the browser's carousel and the first paint (built for Node) take it alike.
export const bannerSize = (ratio: string) => {
  const [width = 0, height = 0] = ratio.split('/').map((n) => Number.parseInt(n, 10));
  return { width, height };
};
