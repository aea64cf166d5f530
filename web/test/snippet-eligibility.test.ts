import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PublishedFile } from "../pipeline/registry/publish-file";
import { needsBootstrapScript, needsReact } from "../pipeline/registry/snippet-eligibility";
import { appDir } from "../pipeline/shared/source-folders";

describe("which examples get HTML", () => {
  it("tells markup that needs React from markup that Bootstrap's script makes behave, and from markup that works alone", () => {
    const file = (path: string, content: string, imports: string[] = []): PublishedFile => ({ source: join(appDir, path), path, target: path, content, imports, dependencies: [], stylesheets: [] });
    const overlays = join(appDir, "components/overlays.tsx");
    const modal = file("examples/a/b/A.tsx", 'import { Modal } from "../components/dialogs";', [join(appDir, "components/dialogs.tsx")]);
    expect([needsReact([modal]), needsBootstrapScript([modal])]).toEqual([false, true]);
    // dialogs.tsx itself names every dialog: what counts is what the example takes from it.
    const overlaysFile = file("components/dialogs.tsx", 'import { Modal as BootstrapModal, Offcanvas as BootstrapOffcanvas } from "react-bootstrap";');
    expect(needsReact([modal, overlaysFile])).toBe(false);
    expect(needsReact([file("examples/a/b/A.tsx", 'import { Overlay } from "../components/overlays";', [overlays])])).toBe(true);
    expect(needsReact([file("components/Slider.tsx", "")])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", "<Alert dismissible>")])).toBe(true);
    expect(needsBootstrapScript([file("components/Toast.tsx", 'import { Toast as BootstrapToast } from "react-bootstrap";')])).toBe(true);
    expect(needsBootstrapScript([file("components/NavPills.tsx", "")])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", 'import { Navbar } from "react-bootstrap";\n<Navbar.Toggle />')])).toBe(true);
    expect(needsBootstrapScript([file("examples/a/b/A.tsx", 'import { Navbar } from "react-bootstrap";\n<Navbar.Brand />')])).toBe(false);
    const table = file("examples/a/b/A.tsx", 'import { Table } from "react-bootstrap";');
    expect([needsReact([table]), needsBootstrapScript([table])]).toEqual([false, false]);
  });
});
