import { describeMachinePaths, isFunnel } from './machinePaths';

// The generated path tests of every registered machine but the funnels (funnels.paths.test.ts).
await describeMachinePaths((id) => !isFunnel(id));
