import { serverStatusJourneys } from './server-status-journey';

// Issue 36 on a laptop: the Minecraft server's real status in the footer, on the home page and on /status-page.
serverStatusJourneys();
