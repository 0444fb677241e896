// The frame's face: app.tsx mounts <AgentApp/>, the agent area with its menu and pages.
export { AgentApp } from './agent-app.js';
