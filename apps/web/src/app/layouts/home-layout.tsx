// SPEC §2 "home": for now the same frame as the store front.
export { Component } from './store-layout';
