// Where the 24 systems sit on the SVG map (viewBox 0 0 800 800): presentation
// data only, laid out by hand. The rules (adjacency, planet types) come from
// the engine. Index = system number (cluster - 1) * 4 + kind, kind 0 gate,
// 1 arrow, 2 crescent, 3 hex (include/arcs/arcs.h). Clusters run clockwise
// from the top; gates face the centre, planets the rim, so that the thin
// borders 2-hex/3-arrow and 5-hex/6-arrow lie side by side.
export const MAP_VIEWBOX = [0, 0, 800, 800];
export const GATE_RADIUS = 30;
export const PLANET_RADIUS = 44;
export const SYSTEM_XY = [
  [400, 185], [296, 99], [400, 70], [504, 99],     // cluster 1
  [586, 292], [609, 160], [686, 235], [712, 339],  // cluster 2
  [586, 508], [712, 461], [686, 565], [609, 640],  // cluster 3
  [400, 615], [504, 701], [400, 730], [296, 701],  // cluster 4
  [214, 508], [191, 640], [114, 565], [88, 461],   // cluster 5
  [214, 292], [88, 339], [114, 235], [191, 160],   // cluster 6
  [740, 62],                                       // 24: the campaign's map centre, the Twisted
                                                   // Passage (drawn in a corner: the ambition
                                                   // boxes fill the middle)
];
// The ambition boxes, in the middle of the map (x, y of the first box; the
// others follow below it).
export const AMBITION_BOX = { x: 285, y: 268, w: 230, h: 46, gap: 8 };
