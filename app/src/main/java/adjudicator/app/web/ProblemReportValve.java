package adjudicator.app.web;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.tomcat.util.ExceptionUtils;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * Tomcat's last word on an error that never reached the application, such as a request line with a
 * space or a '{' in its path, which the connector refuses with a 400 before any controller sees it:
 * an RFC 9457 Problem Details body as everywhere else in the API, instead of Tomcat's HTML page.
 * Errors the application answered itself are left alone (their body is already written).
 */
public class ProblemReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        String title = switch (status) {
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 431 -> "Request Header Fields Too Large";
            default -> status < 500 ? "Client Error" : "Internal error";
        };
        String detail = status < 500
                ? "the request was refused before it reached the application (a malformed request line, path or "
                        + "header); characters such as spaces and braces must be percent-encoded"
                : "an unexpected error occurred; it has been logged";
        try {
            response.setContentType("application/problem+json");
            response.setCharacterEncoding("UTF-8");
            PrintWriter writer = response.getReporter();
            if (writer != null) {
                writer.write("{\"type\":\"about:blank\",\"title\":\"" + title + "\",\"status\":" + status
                        + ",\"detail\":\"" + detail + "\"}");
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the connection is gone or the response committed meanwhile: nothing more to say
        } catch (Throwable t) {
            ExceptionUtils.handleThrowable(t);
        }
    }
}
