interface AssignedCustomer {
    customerId: { id: string };
    public?: boolean;
}

/** The public customer a dashboard is shared with, if it is public (reference §1.5 assignedCustomers). */
export const publicIdOf = (assignedCustomers: unknown): string | null =>
    (Array.isArray(assignedCustomers) ? (assignedCustomers as AssignedCustomer[]) : []).find(customer => customer.public)?.customerId.id ?? null;

/** The link an anonymous visitor opens: the fullscreen dashboard, signed in as the public customer. */
export const publicLinkOf = (dashboardId: string, publicId: string, origin: string = window.location.origin) =>
    `${origin}/dashboard/${encodeURIComponent(dashboardId)}?publicId=${encodeURIComponent(publicId)}`;
