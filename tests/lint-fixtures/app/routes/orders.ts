export const ordersTitle = "Orders";
