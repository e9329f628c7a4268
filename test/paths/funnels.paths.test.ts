import { describeMachinePaths, isFunnel } from './machinePaths';

// The generated path tests of the funnel machines (the others: machines.paths.test.ts).
await describeMachinePaths(isFunnel);
