import type { ExampleMeta } from "../registry";

/** The attention catchers examples, page by page, in the order they are shown. */
export const attentionCatcherExamples: ExampleMeta[] = [
  { id: "alerts-simple", title: "Simple alerts", group: "attention-catchers", page: "ac-alerts", file: "attention-catchers/alerts/AlertsSimple.tsx" },
  { id: "alerts-with-links", title: "Alerts with links", group: "attention-catchers", page: "ac-alerts", file: "attention-catchers/alerts/AlertsWithLinks.tsx" },
  { id: "alerts-with-content", title: "Alert with content", group: "attention-catchers", page: "ac-alerts", file: "attention-catchers/alerts/AlertsWithContent.tsx" },
  { id: "alerts-dismissible", title: "Dismissible alerts", group: "attention-catchers", page: "ac-alerts", file: "attention-catchers/alerts/AlertsDismissible.tsx" },

  { id: "notifications-with-icon", title: "Notification with icon", group: "attention-catchers", page: "ac-notifications", file: "attention-catchers/notifications/NotificationsWithIcon.tsx" },
  { id: "notifications-title-only", title: "Title-only notifications", group: "attention-catchers", page: "ac-notifications", file: "attention-catchers/notifications/NotificationsTitleOnly.tsx" },

  { id: "modals-simple", title: "Simple modal", group: "attention-catchers", page: "ac-modals", file: "attention-catchers/modals/ModalsSimple.tsx" },
  { id: "modals-notification", title: "Notification modal", group: "attention-catchers", page: "ac-modals", file: "attention-catchers/modals/ModalsNotification.tsx" },

  { id: "tooltips-placements", title: "Tooltips", group: "attention-catchers", page: "ac-tooltips-popovers", file: "attention-catchers/tooltips-popovers/TooltipsPlacements.tsx" },
  { id: "popovers-placements", title: "Popovers", group: "attention-catchers", page: "ac-tooltips-popovers", file: "attention-catchers/tooltips-popovers/PopoversPlacements.tsx" },
];
