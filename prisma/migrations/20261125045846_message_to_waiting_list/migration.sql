-- AlterEnum
ALTER TYPE "MessageAudience" ADD VALUE 'waiting_list';

