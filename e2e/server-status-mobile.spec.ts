import { serverStatusJourneys } from './server-status-journey';

// Issue 36 on a phone (the mobile project runs the files named *mobile*).
serverStatusJourneys();
