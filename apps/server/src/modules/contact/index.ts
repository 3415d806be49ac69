// The contact form's messages (SPEC §2 /Contact-Us). Routes: contact.routes.ts.
export { contactMessages } from './contact.table';
export { seedDemoContactMessages } from './demo-seed';
