// What behaviours.js finds on the page, published after Bootstrap's bundle: the bundle's `bootstrap`
// global, typed by the package's types (@types/bootstrap), and the events Bootstrap fires that it hears.
/// <reference types="bootstrap" />

interface DocumentEventMap {
  "show.bs.modal": bootstrap.Modal.Event;
}
