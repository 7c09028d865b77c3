# Builds app/target/adjudicator.jar and runs it; used by docker-compose.yml.
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY pom.xml .
COPY engine engine
COPY command command
COPY query query
COPY app app
# the parent pom lists benchmarks/, so Maven needs its pom; the JMH module itself is not built here
COPY benchmarks/pom.xml benchmarks/pom.xml
RUN mvn -B -q package -DskipTests -pl app -am

FROM eclipse-temurin:17-jre
WORKDIR /work
COPY --from=build /src/app/target/adjudicator.jar /opt/adjudicator.jar
EXPOSE 8080
ENTRYPOINT ["java", "-jar", "/opt/adjudicator.jar"]
