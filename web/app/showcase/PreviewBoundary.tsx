import { Component, type ReactNode } from "react";

/** A broken example shows a message instead of taking the page down. */
export class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="example-missing">This example could not be shown.</p> : this.props.children;
  }
}
