import { useId, useRef } from "react";
import { Tooltip } from "react-bootstrap";
import { OverlayTrigger } from "~/components/overlays";
import { Avatar } from "~/components/Avatar";

const team = ["Amara Okafor", "Tomasz Nowak", "Priya Raman", "Yusuf Demir"];

export default function AvatarsGroup() {
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  return (
    <div className="d-flex justify-content-center py-4">
      <div ref={groupRef} className="avatar-group" role="group" aria-label="Project team">
        {team.map((name, index) => (
          <OverlayTrigger
            key={name}
            placement="bottom"
            container={groupRef}
            rootClose
            overlay={<Tooltip id={`${id}-${index}`}>{name}</Tooltip>}
          >
            <Avatar alt={name} size="lg" tabIndex={0} />
          </OverlayTrigger>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Avatar: group with names on hover" };
