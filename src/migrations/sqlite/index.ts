import * as migration_20261123_051711_initial from './20261123_051711_initial';
import * as migration_20261123_061021_content_blocks from './20261123_061021_content_blocks';
import * as migration_20261123_064225_contact from './20261123_064225_contact';
import * as migration_20261123_065311_booking_and_payment from './20261123_065311_booking_and_payment';
import * as migration_20261124_183855_blog from './20261124_183855_blog';
import * as migration_20261124_202655_blog_pdfs_and_service_posts from './20261124_202655_blog_pdfs_and_service_posts';
import * as migration_20261124_212603_search_records from './20261124_212603_search_records';
import * as migration_20261125_000752_search_stats from './20261125_000752_search_stats';
import * as migration_20261125_025453_faq_search_records from './20261125_025453_faq_search_records';
import * as migration_20261125_025610_faq_search_records_rewrite from './20261125_025610_faq_search_records_rewrite';
import * as migration_20261125_034154_quizzes from './20261125_034154_quizzes';
import * as migration_20261126_004223_quiz_search_records from './20261126_004223_quiz_search_records';
import * as migration_20261126_010023_quiz_submissions from './20261126_010023_quiz_submissions';
import * as migration_20261126_040615_media_upload_prefix from './20261126_040615_media_upload_prefix';
import * as migration_20261126_120658_staff_sign_in_limits from './20261126_120658_staff_sign_in_limits';
import * as migration_20261126_121810_staff_two_factor from './20261126_121810_staff_two_factor';
import * as migration_20261126_171355_findability from './20261126_171355_findability';
import * as migration_20261126_171504_missed_pages_and_dashboard from './20261126_171504_missed_pages_and_dashboard';
import * as migration_20261126_171910_search_records_block_text from './20261126_171910_search_records_block_text';
import * as migration_20261126_200311_personal_data_deletions from './20261126_200311_personal_data_deletions';
import * as migration_20261126_200328_retention from './20261126_200328_retention';
import * as migration_20261129_090757_inquiry_notes_and_captions from './20261129_090757_inquiry_notes_and_captions';
import * as migration_20261129_090907_ids_never_reused from './20261129_090907_ids_never_reused';
import * as migration_20261129_154500_redirect_sources_normal_form from './20261129_154500_redirect_sources_normal_form';

export const migrations = [
  {
    up: migration_20261123_051711_initial.up,
    down: migration_20261123_051711_initial.down,
    name: '20261123_051711_initial',
  },
  {
    up: migration_20261123_061021_content_blocks.up,
    down: migration_20261123_061021_content_blocks.down,
    name: '20261123_061021_content_blocks',
  },
  {
    up: migration_20261123_064225_contact.up,
    down: migration_20261123_064225_contact.down,
    name: '20261123_064225_contact',
  },
  {
    up: migration_20261123_065311_booking_and_payment.up,
    down: migration_20261123_065311_booking_and_payment.down,
    name: '20261123_065311_booking_and_payment',
  },
  {
    up: migration_20261124_183855_blog.up,
    down: migration_20261124_183855_blog.down,
    name: '20261124_183855_blog',
  },
  {
    up: migration_20261124_202655_blog_pdfs_and_service_posts.up,
    down: migration_20261124_202655_blog_pdfs_and_service_posts.down,
    name: '20261124_202655_blog_pdfs_and_service_posts',
  },
  {
    up: migration_20261124_212603_search_records.up,
    down: migration_20261124_212603_search_records.down,
    name: '20261124_212603_search_records',
  },
  {
    up: migration_20261125_000752_search_stats.up,
    down: migration_20261125_000752_search_stats.down,
    name: '20261125_000752_search_stats',
  },
  {
    up: migration_20261125_025453_faq_search_records.up,
    down: migration_20261125_025453_faq_search_records.down,
    name: '20261125_025453_faq_search_records',
  },
  {
    up: migration_20261125_025610_faq_search_records_rewrite.up,
    down: migration_20261125_025610_faq_search_records_rewrite.down,
    name: '20261125_025610_faq_search_records_rewrite',
  },
  {
    up: migration_20261125_034154_quizzes.up,
    down: migration_20261125_034154_quizzes.down,
    name: '20261125_034154_quizzes',
  },
  {
    up: migration_20261126_004223_quiz_search_records.up,
    down: migration_20261126_004223_quiz_search_records.down,
    name: '20261126_004223_quiz_search_records',
  },
  {
    up: migration_20261126_010023_quiz_submissions.up,
    down: migration_20261126_010023_quiz_submissions.down,
    name: '20261126_010023_quiz_submissions',
  },
  {
    up: migration_20261126_040615_media_upload_prefix.up,
    down: migration_20261126_040615_media_upload_prefix.down,
    name: '20261126_040615_media_upload_prefix',
  },
  {
    up: migration_20261126_120658_staff_sign_in_limits.up,
    down: migration_20261126_120658_staff_sign_in_limits.down,
    name: '20261126_120658_staff_sign_in_limits',
  },
  {
    up: migration_20261126_121810_staff_two_factor.up,
    down: migration_20261126_121810_staff_two_factor.down,
    name: '20261126_121810_staff_two_factor',
  },
  {
    up: migration_20261126_171355_findability.up,
    down: migration_20261126_171355_findability.down,
    name: '20261126_171355_findability',
  },
  {
    up: migration_20261126_171504_missed_pages_and_dashboard.up,
    down: migration_20261126_171504_missed_pages_and_dashboard.down,
    name: '20261126_171504_missed_pages_and_dashboard',
  },
  {
    up: migration_20261126_171910_search_records_block_text.up,
    down: migration_20261126_171910_search_records_block_text.down,
    name: '20261126_171910_search_records_block_text',
  },
  {
    up: migration_20261126_200311_personal_data_deletions.up,
    down: migration_20261126_200311_personal_data_deletions.down,
    name: '20261126_200311_personal_data_deletions',
  },
  {
    up: migration_20261126_200328_retention.up,
    down: migration_20261126_200328_retention.down,
    name: '20261126_200328_retention',
  },
  {
    up: migration_20261129_090757_inquiry_notes_and_captions.up,
    down: migration_20261129_090757_inquiry_notes_and_captions.down,
    name: '20261129_090757_inquiry_notes_and_captions',
  },
  {
    up: migration_20261129_090907_ids_never_reused.up,
    down: migration_20261129_090907_ids_never_reused.down,
    name: '20261129_090907_ids_never_reused'
  },
  {
    up: migration_20261129_154500_redirect_sources_normal_form.up,
    down: migration_20261129_154500_redirect_sources_normal_form.down,
    name: '20261129_154500_redirect_sources_normal_form',
  },
];
