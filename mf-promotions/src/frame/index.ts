// The pages' frame: app.tsx mounts <PromotionsApp/>, which picks the page for the route.
export { PromotionsApp } from './promotions-app.js';
