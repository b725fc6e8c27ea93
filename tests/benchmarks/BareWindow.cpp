// The reference for start-up time: a bare Qt Widgets window with a label, shown and then closed at once, exactly as
// `gpuplanner --quit-when-shown` does. scripts/startup-benchmark.sh times both in the same run.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("bare"), &window));
    window.resize(1100, 720);
    window.show();
    QTimer::singleShot(0, &app, &QApplication::quit);
    return app.exec();
}
