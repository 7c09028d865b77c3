package adjudicator.app;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The Spring Boot application: the command side, the query side and the storage of the configuration in use. */
@SpringBootApplication(scanBasePackages = "adjudicator")
public class AdjudicatorApplication {
}
