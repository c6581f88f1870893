import { bridgeDeliveries } from '../bridge-deliveries.ts';
import type { Scenario } from '../harness.ts';

// 1,000 deliveries of 3 commands through npm run bridge to the RCON stand-in (bench/bridge-deliveries.ts).
const scenario: Scenario = bridgeDeliveries;
export default scenario;
