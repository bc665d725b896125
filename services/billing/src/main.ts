import { billingService } from './service';

await billingService.main();
