package adjudicator.app.web;

import org.apache.catalina.core.StandardHost;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Puts {@link ProblemReportValve} in place of Tomcat's HTML error page on the embedded server's host. */
@Configuration
public class ProblemReportConfiguration {

    @Bean
    public WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemReportValve() {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ProblemReportValve.class.getName());
            }
        });
    }
}
