package adjudicator.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP link between the servers under test and their store, which a test can cut and mend: while cut, it refuses
 * every connection and has closed every open one, as a store that went away (a network partition, a lost host);
 * mended, it listens again on the same port and forwards as before.
 */
final class TcpLink implements AutoCloseable {

    private final InetSocketAddress target;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listening;

    TcpLink(InetSocketAddress target) throws IOException {
        this.target = target;
        this.port = ServerProcess.freePort();
        mend();
    }

    int port() {
        return port;
    }

    /** Listens again and forwards every new connection to the target. */
    synchronized void mend() throws IOException {
        if (listening != null) {
            return;
        }
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress("127.0.0.1", port));
        listening = socket;
        Thread acceptor = new Thread(() -> accept(socket), "tcp-link-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Stops listening and closes every connection open through the link. */
    synchronized void cut() throws IOException {
        ServerSocket socket = listening;
        listening = null;
        if (socket != null) {
            socket.close();
        }
        for (Socket s : open) {
            s.close();
        }
        open.clear();
    }

    private void accept(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Socket server = new Socket(target.getAddress(), target.getPort());
                open.add(client);
                open.add(server);
                pipe(client, server);
                pipe(server, client);
            } catch (IOException e) {
                // closed by cut(), or the target refused: the client sees its connection end
            }
        }
    }

    private void pipe(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (SocketException e) {
                // cut
            } catch (IOException e) {
                // either side went away
            } finally {
                close(from);
                close(to);
            }
        }, "tcp-link-pipe");
        t.setDaemon(true);
        t.start();
    }

    private void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
        open.remove(s);
    }

    @Override
    public void close() throws IOException {
        cut();
    }
}
