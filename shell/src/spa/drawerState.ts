let drawerMounted = false;

/** False until the cart drawer parcel is up (the cart button then falls back to the /cart page). */
export const isDrawerMounted = (): boolean => drawerMounted;
export const setDrawerMounted = (): void => {
  drawerMounted = true;
};
