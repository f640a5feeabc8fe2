<?php
/**
 * Makes a small hospital site with WordPress's own PHP functions and exports it with WordPress's
 * own export_wp(), as a real WordPress would (the tests of the import read what it writes).
 *
 *   php make-site.php <database> <db host:port> <site url> <work folder> <export file>
 *
 * Debian's wordpress package reads /etc/wordpress/config-<host>.php from its wp-config.php; this
 * script reads no system configuration at all: it defines what a wp-config would (the database,
 * ABSPATH, a content folder of its own) and loads wp-settings.php directly. The database (MariaDB's
 * root, no password) is made, and dropped at the end, by this script; the work folder receives wp-content/uploads.
 */

if ($argc < 6) {
    fwrite(STDERR, "usage: php make-site.php <database> <host:port> <site url> <work folder> <export file>\n");
    exit(2);
}
[, $database, $host, $site, $work, $exportFile] = $argv;

define('ABSPATH', getenv('WORDPRESS_DIR') ? rtrim(getenv('WORDPRESS_DIR'), '/') . '/' : '/usr/share/wordpress/');
define('DB_NAME', $database);
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', $host);
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', $site);
define('WP_SITEURL', $site);
define('WP_CONTENT_DIR', $work . '/wp-content');
define('WP_CONTENT_URL', $site . '/wp-content');
define('WP_INSTALLING', true);
define('WP_DEBUG', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
$table_prefix = 'wp_';

// A throwaway database of its own, dropped when the export is written.
[$dbHost, $dbPort] = array_pad(explode(':', $host, 2), 2, '3306');
$server = new mysqli($dbHost, 'root', '', '', (int) $dbPort);
$server->query('DROP DATABASE IF EXISTS `' . $database . '`');
$server->query('CREATE DATABASE `' . $database . '` CHARACTER SET utf8mb4');
register_shutdown_function(fn () => $server->query('DROP DATABASE IF EXISTS `' . $database . '`'));

/** No mail leaves a throwaway site (WordPress mails its new administrator). */
function wp_mail()
{
    return true;
}
$_SERVER['HTTP_HOST'] = parse_url($site, PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
@mkdir(WP_CONTENT_DIR . '/uploads', 0777, true);

require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/export.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

$installed = wp_install('Sunrise Hospital', 'admin', 'admin@old-hospital.test', true, '', 'not-a-real-password');
$admin = $installed['user_id'];
wp_set_current_user($admin);
wp_update_user(['ID' => $admin, 'display_name' => 'Dr. Asha Mehta']);
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%year%/%monthnum%/%day%/%postname%/');
update_option('blogname', 'Sunrise Hospital');

function must($result, string $what)
{
    if (is_wp_error($result) || !$result) {
        fwrite(STDERR, "$what failed: " . (is_wp_error($result) ? $result->get_error_message() : 'no id') . "\n");
        exit(1);
    }
    return $result;
}

function page(string $title, string $slug, string $content, int $parent = 0, string $status = 'publish', array $extra = []): int
{
    return must(wp_insert_post(array_merge([
        'post_type' => 'page', 'post_title' => $title, 'post_name' => $slug, 'post_content' => $content,
        'post_parent' => $parent, 'post_status' => $status,
    ], $extra), true), "page $title");
}

function post(string $title, string $slug, string $content, array $extra = []): int
{
    return must(wp_insert_post(array_merge([
        'post_type' => 'post', 'post_title' => $title, 'post_name' => $slug, 'post_content' => $content,
        'post_status' => 'publish', 'post_date' => '2024-03-05 09:30:00',
    ], $extra), true), "post $title");
}

/** An image in the uploads folder and its attachment (a 4×3 PNG of one colour). */
function image(string $name, string $title, string $alt, int $r, int $g, int $b): int
{
    $dir = wp_upload_dir('2024/03');
    $file = $dir['path'] . '/' . $name;
    $png = imagecreatetruecolor(40, 30);
    imagefill($png, 0, 0, imagecolorallocate($png, $r, $g, $b));
    imagepng($png, $file);
    $id = must(wp_insert_attachment([
        'post_title' => $title, 'post_mime_type' => 'image/png', 'post_status' => 'inherit', 'post_excerpt' => "$title, caption",
        'guid' => $dir['url'] . '/' . $name,
    ], $file, 0, true), "attachment $title");
    update_post_meta($id, '_wp_attached_file', '2024/03/' . $name);
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    return $id;
}

$ward = image('ward.png', 'Ward', 'A bright hospital ward', 200, 30, 30);
$portrait = image('sharma.png', 'Dr Sharma portrait', 'Dr Sharma', 30, 30, 200);
$garden = image('garden.png', 'Garden', 'The garden', 30, 200, 30);
$wardUrl = wp_get_attachment_url($ward);
$gardenUrl = wp_get_attachment_url($garden);

// Pages: a tree, one under /our-experts/ (an address the hospital site owns), a private one, a draft.
$about = page('About Us', 'about-us', "<!-- wp:paragraph -->\n<p>Care for every family.</p>\n<!-- /wp:paragraph -->");
$team = page('Our Team', 'our-team', 'Our team works around the clock.', $about);
page('Leadership', 'leadership', '<p>The board.</p>', $team);
$experts = page('Our Experts', 'our-experts', '<p>Meet our experts.</p>');
$cardio = page('Cardiology team', 'cardiology-team', '<p>The heart team.</p>', $experts);
page('Staff rota', 'staff-rota', '<p>Night shifts: ward 4.</p>', 0, 'private');
page('Price list', 'price-list', '<p>Not ready.</p>', 0, 'draft');
page('Tender documents', 'tenders', '<p>Tender 42: the sealed bids.</p>', 0, 'publish', ['post_password' => 'tender']);

// Posts: a block post with a captioned image and a gallery, a classic post with shortcodes.
$category = must(wp_insert_term('Health tips', 'category', ['slug' => 'health-tips']), 'category')['term_id'];
post('Heart health in winter', 'heart-health-in-winter', implode("\n\n", [
    "<!-- wp:paragraph -->\n<p>Keep warm.</p>\n<!-- /wp:paragraph -->",
    "<!-- wp:image {\"id\":$ward,\"sizeSlug\":\"full\"} -->\n<figure class=\"wp-block-image size-full\"><img src=\"$wardUrl\" alt=\"A bright hospital ward\" class=\"wp-image-$ward\"/><figcaption class=\"wp-element-caption\">The new ward</figcaption></figure>\n<!-- /wp:image -->",
    "<!-- wp:gallery {\"linkTo\":\"none\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\"><!-- wp:image {\"id\":$garden} -->\n<figure class=\"wp-block-image\"><img src=\"$gardenUrl\" alt=\"The garden\" class=\"wp-image-$garden\"/></figure>\n<!-- /wp:image --></figure>\n<!-- /wp:gallery -->",
    "<!-- wp:embed {\"url\":\"https://www.youtube.com/watch?v=abc123\",\"type\":\"video\",\"providerNameSlug\":\"youtube\"} -->\n<figure class=\"wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube\"><div class=\"wp-block-embed__wrapper\">\nhttps://www.youtube.com/watch?v=abc123\n</div></figure>\n<!-- /wp:embed -->",
]), ['post_category' => [$category], 'meta_input' => ['_thumbnail_id' => $ward]]);
post('Visiting hours', 'visiting-hours', implode("\n\n", [
    'Visitors are welcome every afternoon.',
    "[caption id=\"attachment_$ward\" align=\"alignnone\" width=\"40\"]<img class=\"size-full wp-image-$ward\" src=\"$wardUrl\" alt=\"A bright hospital ward\" width=\"40\" height=\"30\" /> Our ward at noon[/caption]",
    "[gallery ids=\"$ward,$garden\"]",
    "[audio src=\"$site/wp-content/uploads/2024/03/welcome.mp3\"]",
    "[video src=\"$site/wp-content/uploads/2024/03/ward-tour.mp4\" width=\"640\" height=\"360\"][/video]",
    '[embed]https://www.youtube.com/watch?v=xyz789[/embed]',
    '[old_slider id="4"]',
]), ['post_category' => [$category]]);
post('Caring for <em>every</em> heart', 'caring-for-every-heart', '<p>Every heart matters.</p>');
post('Staff circular', 'staff-circular', '<p>The circular for staff only.</p>', ['post_password' => 'staff']);
post('Board minutes', 'board-minutes', '<p>Private minutes.</p>', ['post_status' => 'private']);
post('Unfinished news', 'unfinished-news', '<p>Draft.</p>', ['post_status' => 'draft']);
post('Awaiting review', 'awaiting-review', '<p>Pending.</p>', ['post_status' => 'pending']);
post('New wing opens', 'new-wing-opens', '<p>Next year.</p>', ['post_status' => 'future', 'post_date' => '2031-01-10 10:00:00', 'post_date_gmt' => '2031-01-10 04:30:00']);

// A custom post type of doctors, with fields in post meta and a department taxonomy.
register_post_type('doctor', ['public' => true, 'label' => 'Doctors', 'supports' => ['title', 'editor', 'thumbnail', 'custom-fields']]);
register_taxonomy('department', 'doctor', ['public' => true, 'label' => 'Departments', 'hierarchical' => true]);
$cardiology = must(wp_insert_term('Cardiology', 'department', ['slug' => 'cardiology']), 'department')['term_id'];
$doctor = must(wp_insert_post([
    'post_type' => 'doctor', 'post_title' => 'Dr. Rahul Sharma', 'post_name' => 'dr-rahul-sharma', 'post_status' => 'publish',
    'post_content' => '<p>Dr Sharma leads the heart team.</p>',
    'meta_input' => ['qualification' => 'MBBS, MD', 'designation' => 'Senior Cardiologist', 'experience_years' => '15', '_thumbnail_id' => $portrait],
], true), 'doctor');
wp_set_object_terms($doctor, [$cardiology], 'department');

// A block theme's menu: a wp_navigation post with links, a submenu and a page list.
$teamLink = get_permalink($team);
must(wp_insert_post([
    'post_type' => 'wp_navigation', 'post_title' => 'Header navigation', 'post_status' => 'publish', 'post_name' => 'header-navigation',
    'post_content' => implode('', [
        "<!-- wp:navigation-link {\"label\":\"About\",\"type\":\"page\",\"id\":$about,\"url\":\"" . get_permalink($about) . "\",\"kind\":\"post-type\"} /-->",
        "<!-- wp:navigation-submenu {\"label\":\"Care\",\"url\":\"$site/our-experts/\",\"kind\":\"custom\"} -->",
        "<!-- wp:navigation-link {\"label\":\"Our team\",\"type\":\"page\",\"id\":$team,\"url\":\"$teamLink\",\"kind\":\"post-type\"} /-->",
        "<!-- wp:navigation-link {\"label\":\"Cardiology\",\"type\":\"page\",\"id\":$cardio,\"url\":\"" . get_permalink($cardio) . "\",\"kind\":\"post-type\"} /-->",
        '<!-- /wp:navigation-submenu -->',
        '<!-- wp:page-list /-->',
        '<!-- wp:navigation-link {"label":"Find us","url":"https://maps.example.com/sunrise","kind":"custom"} /-->',
    ]),
], true), 'wp_navigation');

// A classic menu, as themes before block themes kept them.
$menu = must(wp_create_nav_menu('Footer Menu'), 'menu');
must(wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'About us', 'menu-item-object' => 'page', 'menu-item-object-id' => $about, 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish']), 'menu item');
$parent = must(wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Patients', 'menu-item-url' => "$site/about-us/", 'menu-item-type' => 'custom', 'menu-item-status' => 'publish']), 'menu item');
must(wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Leadership team', 'menu-item-object' => 'page', 'menu-item-object-id' => $team, 'menu-item-type' => 'post_type', 'menu-item-parent-id' => $parent, 'menu-item-status' => 'publish']), 'menu item');

ob_start();
export_wp(['content' => 'all']);
$xml = ob_get_clean();
file_put_contents($exportFile, $xml);
echo "exported " . strlen($xml) . " bytes to $exportFile\n";
