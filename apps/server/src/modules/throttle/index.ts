export * as throttle from './throttle.service';
