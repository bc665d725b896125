import { exportService } from './service';

await exportService.main();
