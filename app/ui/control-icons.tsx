// The slideshow's and the menus' controls: apart from ./icons.tsx, so that the home page's
// slideshow, which loads before any input, carries only these.
import { Svg, type IconProps } from "./svg-icon";

export const ChevronIcon = ({
  direction = "right",
  ...p
}: IconProps & { direction?: "left" | "right" | "down" }) => (
  <Svg {...p}>
    <path
      d={
        direction === "left"
          ? "m15 18-6-6 6-6"
          : direction === "down"
            ? "m6 9 6 6 6-6"
            : "m9 18 6-6-6-6"
      }
    />
  </Svg>
);

export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4v16l13-8L7 4Z" />
  </Svg>
);

export const PauseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 4v16M16 4v16" />
  </Svg>
);
