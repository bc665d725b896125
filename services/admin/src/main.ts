import { adminService } from './service';

await adminService.main();
