package adjudicator.app;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Debian's headless Chromium driven by Selenium 4 through its system ChromeDriver ({@code .ci/run}
 * installs both where they are missing; elsewhere the browser tests are skipped, saying what to install),
 * on the console of a test server; each page a test names is written as a screenshot under
 * {@code target/console-screenshots/}.
 */
final class ConsoleBrowser implements BeforeAllCallback, AfterAllCallback {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target/console-screenshots");

    WebDriver driver;
    private final Supplier<String> base;
    private final String language;

    /**
     * A browser on the console of the server at {@code base} (asked each time: the server may start after
     * it), for a test class to register as an extension: the browser starts before its tests and quits after.
     * Its language is English (en-US), whatever the machine's: the console speaks it.
     */
    ConsoleBrowser(Supplier<String> base) {
        this(base, "en-US");
    }

    /** A browser whose language (its interface's and the first it asks pages in) is {@code language}, e.g. "ru". */
    ConsoleBrowser(Supplier<String> base, String language) {
        this.base = base;
        this.language = language;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Debian's chromium and chromium-driver are needed (apt-get install chromium chromium-driver; .ci/run does)");
        Path profile = Files.createTempDirectory("console-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // the flags this closed network needs (no background connections), headless, as root without a sandbox;
        // a 10-inch tablet in portrait
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile, "--window-size=800,1280", "--lang=" + language);
        options.setExperimentalOption("prefs", java.util.Map.of("intl.accept_languages", language));
        // the browser's log (its console and the failed requests it reports), for the tests that read it
        org.openqa.selenium.logging.LoggingPreferences logs = new org.openqa.selenium.logging.LoggingPreferences();
        logs.enable(org.openqa.selenium.logging.LogType.BROWSER, java.util.logging.Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        Files.createDirectories(SCREENSHOTS);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (driver != null) {
            driver.quit();
        }
    }

    String base() {
        return base.get();
    }

    /** The errors the browser logged since the last call (a request that failed, a script's error), each as logged. */
    java.util.List<String> errorsLogged() {
        return driver.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue())
                .map(org.openqa.selenium.logging.LogEntry::getMessage).toList();
    }

    void open(String path) {
        driver.get(base() + path);
        waitForTexts();
    }

    /** Waits until the console's page has its texts (i18n.js marks the page with its language once they are in). */
    void waitForTexts() {
        waiting().withMessage("the console's texts on " + driver.getCurrentUrl())
                .until(d -> ((JavascriptExecutor) d).executeScript("return document.documentElement.dataset.i18n || null") != null);
    }

    WebDriverWait waiting() {
        return new WebDriverWait(driver, Duration.ofSeconds(15));
    }

    void screenshot(String name) {
        File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Object script(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** The text of the element of that id. */
    String text(String id) {
        return again(() -> driver.findElement(By.id(id)).getText());
    }

    /** A square's name for screen readers (found again where the board was drawn anew meanwhile). */
    String label(String square) {
        return again(() -> driver.findElement(By.cssSelector("[data-square='" + square + "']")).getAttribute("aria-label"));
    }

    /** A click on a square; the board is drawn again as events land, so a square found just before may be gone: find it again. */
    void click(String square) {
        clickOn(By.cssSelector("[data-square='" + square + "']"));
    }

    void clickOn(By by) {
        again(() -> {
            driver.findElement(by).click();
            return null;
        });
    }

    private static <T> T again(Supplier<T> action) {
        for (int attempt = 0; ; attempt++) {
            try {
                return action.get();
            } catch (StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    void waitStatus(String text) {
        waiting().withMessage(() -> "the status says \"" + text("status") + "\", not \"" + text + "\"; problem: " + text("problem"))
                .until(d -> text("status").contains(text));
    }

    /**
     * What axe-core (Deque's engine, run in the page) finds against WCAG 2.1 A and AA on the page as it is
     * now: each violation as its rule, its help text and the elements it found, none where the page passes.
     */
    java.util.List<String> accessibilityViolations() {
        com.deque.html.axecore.results.Results results = new com.deque.html.axecore.selenium.AxeBuilder()
                .withTags(java.util.List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")).analyze(driver);
        assertThat(results.getPasses()).as("axe-core ran its rules on " + driver.getCurrentUrl()).isNotEmpty();
        java.util.List<String> found = new java.util.ArrayList<>();
        for (com.deque.html.axecore.results.Rule rule : results.getViolations()) {
            found.add(rule.getId() + " (" + rule.getImpact() + "): " + rule.getHelp() + " at "
                    + rule.getNodes().stream().map(n -> String.valueOf(n.getTarget())).toList());
        }
        return found;
    }

    /**
     * What on the page as it is now reaches past the right edge of the window (800 CSS pixels, a 10-inch tablet
     * in portrait), so that reading it would need a sideways scroll: each such element as its tag, id and right
     * edge, none where the page fits. An element inside a box that scrolls on its own (a wide table) counts
     * only through that box.
     */
    @SuppressWarnings("unchecked")
    java.util.List<String> widerThanTheWindow() {
        return (java.util.List<String>) script("""
                const width = document.documentElement.clientWidth, found = [];
                if (document.documentElement.scrollWidth > width) found.push('the page: ' + document.documentElement.scrollWidth + 'px');
                for (const e of document.body.querySelectorAll('*')) {
                  const r = e.getBoundingClientRect();
                  if (r.width === 0 || r.right <= width + 0.5) continue;
                  let p = e.parentElement, clipped = false;
                  for (; p && p !== document.body; p = p.parentElement) {
                    const o = getComputedStyle(p).overflowX;
                    if (o === 'auto' || o === 'scroll' || o === 'hidden') { clipped = true; break; }
                  }
                  if (!clipped) found.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' to ' + Math.round(r.right) + 'px');
                }
                return found;""");
    }

    /** Signs the browser out of any earlier session, then in with {@code token} (a session cookie, as the console makes it). */
    void signIn(String token, String who) {
        signOut();
        screenshot("sign-in");
        driver.findElement(By.id("token")).sendKeys(token);
        driver.findElement(By.id("signin-button")).click();
        waiting().until(d -> d.findElement(By.id("who")).getText().contains("Signed in as " + who));
    }

    /** The front page with no cookie and no account remembered by an earlier test's page. */
    void signOut() {
        open("/console");
        assertThat(driver.getCurrentUrl()).endsWith("/console/index.html");
        driver.manage().deleteAllCookies();
        script("sessionStorage.clear()");
        driver.navigate().refresh();
        waitForTexts();
    }
}
