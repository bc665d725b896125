import { authService } from './service';

await authService.main();
