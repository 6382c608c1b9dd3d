import FlyingFox
