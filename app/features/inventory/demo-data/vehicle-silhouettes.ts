import type { BodyStyle } from "../vehicle";

/**
 * The shape of each body style, as the demo pictures draw it (vehicle-svg.ts paints them).
 * Each must read as its body style at a glance: a wagon low and long with its roof carried
 * to the tail, a hatchback a car whose roof slopes down to a short tail, a minivan or SUV
 * tall, a pickup with its bed. vehicle-silhouettes.test.ts measures those traits.
 */

/** [x, y, corner radius] of an outline vertex. */
export type Vertex = readonly [x: number, y: number, radius: number];
/** [x, y, width, height] of a small rectangle. */
export type Box = readonly [x: number, y: number, width: number, height: number];

/** One body style's geometry, in a 800x500 canvas with the car facing right. */
export type Silhouette = {
  /** Rear-bottom corner, over the roof, to the front-bottom corner. Both ends sit on `bottom`. */
  outline: readonly Vertex[];
  /** y of the rocker line; wheel arches are cut out of it. */
  bottom: number;
  wheelX: readonly [rear: number, front: number];
  wheelRadius: number;
  /** Side glass as one rounded polygon (null for an open convertible). */
  glass: readonly Vertex[] | null;
  /** Blacked-out pillars drawn over the glass: [x, width]. */
  pillars: readonly (readonly [number, number])[];
  /** y just under the side glass: door lines start here and the shoulder highlight follows it. */
  beltline: number;
  doorLines: readonly number[];
  handles: readonly number[];
  headlight: Box;
  taillight: Box;
  mirror: readonly [x: number, y: number];
  /** Black wheel-arch flares (SUVs and pickups read as such mostly through these). */
  rugged?: boolean;
};

/** y of the ground line the wheels stand on. */
export const GROUND = 410;

// biome-ignore format: coordinates read best as one row per part
export const SILHOUETTES: Readonly<Record<BodyStyle, Silhouette>> = {
  sedans: {
    outline: [[112, 370, 12], [104, 300, 18], [128, 262, 16], [250, 250, 40], [335, 182, 50], [478, 178, 50], [565, 248, 40], [672, 266, 24], [696, 312, 16], [690, 370, 12]],
    bottom: 370, wheelX: [225, 578], wheelRadius: 46,
    glass: [[264, 254, 6], [340, 194, 30], [472, 190, 30], [545, 254, 6]],
    pillars: [[404, 12]], beltline: 258, doorLines: [300, 410, 530], handles: [318, 428],
    headlight: [652, 272, 34, 13], taillight: [106, 270, 22, 16], mirror: [546, 240],
  },
  coupes: {
    outline: [[112, 370, 12], [106, 306, 18], [126, 270, 16], [230, 258, 50], [365, 190, 60], [452, 188, 50], [548, 254, 40], [672, 272, 22], [696, 316, 16], [690, 370, 12]],
    bottom: 370, wheelX: [228, 580], wheelRadius: 46,
    glass: [[252, 258, 6], [368, 200, 34], [446, 198, 30], [528, 258, 6]],
    pillars: [[392, 10]], beltline: 262, doorLines: [392, 538], handles: [410],
    headlight: [654, 278, 32, 12], taillight: [108, 276, 20, 15], mirror: [530, 246],
  },
  convertibles: {
    outline: [[112, 370, 12], [106, 306, 18], [126, 268, 16], [545, 262, 8], [672, 272, 22], [696, 316, 16], [690, 370, 12]],
    bottom: 370, wheelX: [228, 580], wheelRadius: 46,
    glass: null,
    pillars: [], beltline: 266, doorLines: [400, 540], handles: [418],
    headlight: [654, 278, 32, 12], taillight: [108, 276, 20, 15], mirror: [534, 250],
  },
  // A low, long estate (A4 allroad, Outback, V60): the sedan's hood, a roof a little lower than
  // the sedan's that runs almost level to the tail, and a raked rear window.
  wagons: {
    outline: [[106, 370, 12], [100, 300, 18], [108, 256, 14], [150, 206, 30], [200, 194, 40], [470, 186, 50], [566, 250, 40], [672, 266, 24], [696, 312, 16], [690, 370, 12]],
    bottom: 370, wheelX: [225, 580], wheelRadius: 46,
    glass: [[124, 254, 6], [156, 216, 14], [206, 204, 18], [464, 196, 30], [546, 254, 6]],
    pillars: [[264, 16], [408, 12]], beltline: 258, doorLines: [300, 410, 530], handles: [318, 428],
    headlight: [652, 272, 34, 13], taillight: [102, 262, 14, 28], mirror: [548, 242],
  },
  // A five-door liftback (Prius, Mazda3, Civic hatchback): shorter than the sedan, its roof
  // peaks over the front seats and slopes down to a short, cut-off tail.
  hatchbacks: {
    outline: [[128, 370, 12], [122, 306, 16], [128, 266, 12], [150, 250, 10], [244, 196, 46], [420, 182, 60], [536, 248, 40], [646, 266, 24], [670, 310, 16], [664, 370, 12]],
    bottom: 370, wheelX: [214, 566], wheelRadius: 46,
    glass: [[176, 254, 6], [248, 208, 18], [412, 194, 30], [516, 254, 6]],
    pillars: [[264, 18], [388, 12]], beltline: 258, doorLines: [290, 392, 510], handles: [306, 406],
    headlight: [626, 272, 34, 13], taillight: [124, 266, 16, 22], mirror: [518, 242],
  },
  suvs: {
    outline: [[104, 352, 12], [98, 282, 18], [106, 186, 24], [146, 146, 40], [486, 142, 44], [566, 222, 30], [684, 234, 22], [706, 270, 14], [700, 352, 12]],
    bottom: 352, wheelX: [220, 590], wheelRadius: 54, rugged: true,
    glass: [[122, 230, 6], [128, 192, 16], [160, 158, 24], [478, 156, 28], [546, 230, 6]],
    pillars: [[250, 16], [402, 14]], beltline: 234, doorLines: [300, 404, 540], handles: [318, 420],
    headlight: [666, 242, 36, 16], taillight: [99, 198, 14, 44], mirror: [548, 216],
  },
  minivans: {
    outline: [[98, 368, 12], [94, 290, 18], [102, 176, 30], [150, 138, 40], [470, 134, 60], [600, 232, 36], [682, 256, 26], [704, 302, 16], [698, 368, 12]],
    bottom: 368, wheelX: [215, 598], wheelRadius: 48,
    glass: [[116, 232, 6], [122, 182, 18], [160, 152, 26], [462, 148, 34], [578, 234, 6]],
    pillars: [[226, 14], [410, 14]], beltline: 236, doorLines: [262, 412, 540], handles: [398, 428],
    headlight: [664, 262, 34, 16], taillight: [95, 188, 12, 50], mirror: [578, 222],
  },
  trucks: {
    outline: [[94, 350, 10], [90, 232, 10], [352, 232, 4], [354, 150, 22], [505, 146, 34], [576, 222, 20], [690, 236, 22], [712, 276, 14], [706, 350, 10]],
    bottom: 350, wheelX: [208, 592], wheelRadius: 56, rugged: true,
    glass: [[372, 226, 6], [374, 164, 18], [498, 160, 26], [556, 226, 6]],
    pillars: [[462, 12]], beltline: 232, doorLines: [366, 464, 574], handles: [380, 478],
    headlight: [678, 244, 30, 20], taillight: [91, 242, 10, 36], mirror: [560, 214],
  },
  commercial: {
    outline: [[88, 366, 10], [84, 112, 18], [520, 104, 46], [612, 222, 30], [690, 246, 24], [710, 296, 14], [704, 366, 10]],
    bottom: 366, wheelX: [200, 600], wheelRadius: 50,
    glass: [[500, 232, 6], [502, 152, 14], [528, 148, 16], [590, 232, 6]],
    pillars: [], beltline: 236, doorLines: [104, 300, 478, 490, 604], handles: [462, 504],
    headlight: [674, 252, 32, 18], taillight: [85, 262, 10, 44], mirror: [598, 210],
  },
};
